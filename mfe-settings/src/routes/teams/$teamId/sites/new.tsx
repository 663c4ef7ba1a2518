// Screen team/sites/new: the site form, empty (components/SiteForms.tsx holds the screens it shares parts with).
import { NewSite } from '../../../../components/SiteForms';

export default function NewSiteScreen() {
  return <NewSite />;
}
