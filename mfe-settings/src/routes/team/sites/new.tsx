// Screen team/sites/new: the site form, empty (components/SiteForms.tsx holds the screens it shares parts with).
export { NewSite } from '../../../components/SiteForms';
