import { RegisterExtractSection } from '../components/RegisterExtractSection';

/** /mina-uppgifter (issue 37): the register extract for those without a profile page (the secretariat's staff, the economists), from the user menu. */
export function RegisterExtractPage() {
  return (
    <article className="page register-extract-page">
      <RegisterExtractSection headingLevel={1} />
    </article>
  );
}
