import type { Company } from "~/content/site-copy";

type Office = Company["offices"][number];

/** One office as a postal address (footer, support page). */
export function OfficeAddress({ office }: { office: Office }) {
  return (
    <address className="not-italic">
      <span className="font-medium text-ink-100">{office.city}</span>
      <br />
      {office.street}
      <br />
      {office.postcode} {office.city}
    </address>
  );
}
