// Screen settings/general: the site form with the site (components/SiteForms.tsx holds the screens it shares parts with).
import { SiteGeneralSettings } from '../../components/SiteForms';

export default function SiteGeneralSettingsScreen() {
  return <SiteGeneralSettings />;
}
