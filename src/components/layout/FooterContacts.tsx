import './FooterContacts.css';
import type { CompanyInfo } from '@edge/upstream/company';

/** The company's phones, e-mail, address and hours, as the upstream states them. */
export function FooterContacts({ info }: { info: CompanyInfo }) {
  return (
    <address className="footer-contacts">
      <p className="footer-contacts__name">{info.legalName}</p>
      <ul className="footer-contacts__phones">
        {info.phones.map((phone) => (
          <li key={phone.href}>
            <a href={phone.href}>{phone.display}</a> <span className="footer-contacts__label">{phone.label}</span>
          </li>
        ))}
      </ul>
      {info.email ? (
        <p>
          <a href={`mailto:${info.email}`}>{info.email}</a>
        </p>
      ) : null}
      {info.address ? <p>{info.address}</p> : null}
      {info.workingHours ? <p>{info.workingHours}</p> : null}
    </address>
  );
}
