// Screen settings/general: the site form with the site (components/SiteForms.tsx holds the screens it shares parts with).
export { SiteGeneralSettings } from '../../components/SiteForms';
