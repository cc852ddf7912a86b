import { UnderConstruction } from '../components/under-construction';

export function PricingPage() {
  return <UnderConstruction page="pricing" />;
}
