import { UnderConstruction } from '../components/under-construction';

export function CaseStudiesPage() {
  return <UnderConstruction page="caseStudies" />;
}
