import { ContactPage } from '../../features/settings/components/ContactPage';

/** /pages/system/setPhone: bind a first phone, or change the bound one after the verification. */
export default function SetPhonePage() {
  return <ContactPage kind="phone" />;
}
