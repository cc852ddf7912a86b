import { UnderConstruction } from '../components/under-construction';

export function ProjectsPage() {
  return <UnderConstruction page="projects" />;
}
