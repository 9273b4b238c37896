import { publicConfig } from '../../../edge/config';
import { requestContext } from '../../../edge/context';
import { listOffices, listServiceCenters } from '../../../edge/upstream/offices';
import { findPageByUrl } from '../../../edge/upstream/pages';
import { listQuestionCategories, listQuestionTypes } from '../../../edge/upstream/questions';
import { upstream } from '../../../edge/upstream/request';
import { OfficeList } from '../../components/contacts/OfficeList';
import { OfficeMap } from '../../components/contacts/OfficeMap';
import { QuestionForm } from '../../components/contacts/QuestionForm';
import { ServiceCenterList } from '../../components/contacts/ServiceCenterList';
import { HtmlContent } from '../../components/content/HtmlContent';
import { formInitial } from '../../components/forms/form-flash';
import { PageHead } from '../../components/layout/PageHead';
import { ROUTES } from '../../lib/constants';

export default async function ContactsPage() {
  const t = upstream();
  const [page, offices, centers, types, categories] = await Promise.all([
    findPageByUrl(t, ROUTES.contacts),
    listOffices(t),
    listServiceCenters(t),
    listQuestionTypes(t),
    listQuestionCategories(t),
  ]);
  const config = requestContext()?.var.config;
  // The map script loads only with a configured key; the list below is complete without it.
  const mapsKey = config ? publicConfig(config).yandexMapsApiKey : undefined;
  const toOption = (o: { id: number; name: string }) => ({ value: String(o.id), label: o.name });
  return (
    <>
      <PageHead title="Контакты" seoKey="contacts" description={page?.seoDescription} />
      <h1>{page?.heading ?? 'Контакты'}</h1>
      {page ? <HtmlContent html={page.contentHtml} /> : null}
      {mapsKey ? (
        <OfficeMap
          apiKey={mapsKey}
          offices={offices.map((o) => ({ id: o.id, name: o.name, address: o.address, coordinates: o.coordinates }))}
        />
      ) : null}
      <section className="page-section" aria-labelledby="offices-title">
        <h2 id="offices-title" className="section-title">
          Офисы
        </h2>
        <OfficeList offices={offices} />
      </section>
      <section className="page-section" aria-labelledby="service-centers-title">
        <h2 id="service-centers-title" className="section-title">
          Сервисные центры
        </h2>
        <ServiceCenterList centers={centers} />
      </section>
      <div className="page-section page-section--form">
        <QuestionForm
          back={ROUTES.contacts}
          initial={formInitial('question', ROUTES.contacts)}
          types={types.map(toOption)}
          categories={categories.map(toOption)}
        />
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
