import { PageHead } from '../../components/layout/PageHead';

export default async function ContactsPage() {
  return (
    <>
      <PageHead title="Контакты" />
      <h1>Контакты</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
