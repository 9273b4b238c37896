import { ROUTES } from '@common/constants';
import { publicConfig } from '@edge/config';
import { requestContext } from '@edge/context';
import { listOffices, listServiceCenters } from '@edge/upstream/offices';
import { findPageByUrl } from '@edge/upstream/pages';
import { listQuestionCategories, listQuestionTypes } from '@edge/upstream/questions';
import { requestTransport } from '@edge/upstream/request';
import { QuestionForm } from '@src/components/contacts/DeferredQuestionForm';
import { OfficeList } from '@src/components/contacts/OfficeList';
import { OfficeMap } from '@src/components/contacts/OfficeMap';
import { ServiceCenterList } from '@src/components/contacts/ServiceCenterList';
import { HtmlContent } from '@src/components/content/HtmlContent';
import { publicFormPage } from '@src/components/forms/form-initial';
import { PageHead } from '@src/components/layout/PageHead';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { loadPageData } from '@src/lib/page-data';

export default async function ContactsPage() {
  const t = requestTransport();
  const loaded = await loadPageData(() =>
    Promise.all([
      findPageByUrl(t, ROUTES.contacts),
      listOffices(t),
      listServiceCenters(t),
      listQuestionTypes(t),
      listQuestionCategories(t),
    ]),
  );
  if (!loaded.data) {
    return (
      <>
        <PageHead title="Контакты" seoKey="contacts" />
        <h1>Контакты</h1>
        <DataUnavailable toast={loaded.toast} what="адреса офисов" />
      </>
    );
  }
  const [page, offices, centers, types, categories] = loaded.data;
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
          {...publicFormPage('question', ROUTES.contacts)}
          types={types.map(toOption)}
          categories={categories.map(toOption)}
        />
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
