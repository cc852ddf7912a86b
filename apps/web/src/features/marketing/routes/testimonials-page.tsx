import { UnderConstruction } from '../components/under-construction';

export function TestimonialsPage() {
  return <UnderConstruction page="testimonials" />;
}
