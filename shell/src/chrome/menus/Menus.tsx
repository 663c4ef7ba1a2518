// The top bar's menus, on Radix's dropdown menu (roles, arrow keys, typeahead, focus trapped while open
// and given back to the trigger on close). A chunk of its own (see ../lazy.ts): this module is its entry.
export { ChangelogMenu } from './ChangelogMenu';
export { HelpMenu } from './HelpMenu';
export { OrganisationSwitcher, SiteSwitcher, TeamSwitcher } from './Switchers';
export { UserMenu } from './UserMenu';
