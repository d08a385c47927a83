import { describeSwedishVersionForm, typeInto } from '#client/testing/swedish-version-form.tsx';
import { AddTestimonialForm } from './testimonials-admin.tsx';

describeSwedishVersionForm('testimonial', {
  ui: () => <AddTestimonialForm />,
  call: 'POST /api/testimonials',
  answer: { id: 1, image: null },
  fill: (user) => typeInto(user, { Name: 'Anna', Role: 'Volunteer', Quote: 'A joy.' }),
  submit: 'Add Testimonial',
  swedish: { Roll: 'Volontär', Citat: 'En glädje.' },
});
