import { describeSwedishVersionForm, typeInto } from '#client/testing/swedish-version-form.tsx';
import { LeaderEditor } from './leadership-admin.tsx';

describeSwedishVersionForm('leader', {
  ui: () => <LeaderEditor leader={null} onClose={() => {}} />,
  call: 'POST /api/leadership',
  answer: { success: true },
  fill: (user) => typeInto(user, { Name: 'Erik', Role: 'Chair', Bio: 'Leads the board.' }),
  submit: 'Save',
  swedish: { Roll: 'Ordförande', Presentation: 'Leder styrelsen.' },
});
