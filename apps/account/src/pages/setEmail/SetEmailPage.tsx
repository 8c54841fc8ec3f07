import { ContactPage } from '../../features/settings/components/ContactPage';

/** /pages/system/setEmail: bind an e-mail, or change the bound one after the verification. */
export default function SetEmailPage() {
  return <ContactPage kind="email" />;
}
