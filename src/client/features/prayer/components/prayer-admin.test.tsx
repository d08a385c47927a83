import { describeSwedishVersionForm, typeInto } from '#client/testing/swedish-version-form.tsx';
import { AddPrayerPointForm } from './prayer-admin.tsx';

describeSwedishVersionForm('prayer point', {
  ui: () => <AddPrayerPointForm />,
  call: 'POST /api/prayer.php',
  answer: { success: true },
  fill: (user) => typeInto(user, { Title: 'Harvest', Content: 'Pray for rain.' }),
  submit: 'Add Prayer Point',
  swedish: { Rubrik: 'Skörd', Text: 'Be för regn.', Etikett: 'Burundi' },
});
