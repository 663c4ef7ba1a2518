// The user menu: profile, notifications, applications, tokens, Admin for staff, the theme, sign out.

import type { CurrentUser } from '@pace/mfe-kit';
import { pathTo } from '@pace/mfe-kit';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { AppWindow, Bell, Check, KeyRound, LogOut, Monitor, Moon, Shield, Sun, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { setThemePreference, type ThemePreference, useThemePreference } from '../../theme/theme';
import { TruncatedName } from '../TruncatedName';
import { Dropdown, iconProps, LinkItem } from './Dropdown';
import styles from './Menus.module.css';
import type { MountedTrigger } from './trigger';

const THEMES: { value: ThemePreference; label: string; icon: ReactNode }[] = [
  { value: 'system', label: 'System', icon: <Monitor {...iconProps} /> },
  { value: 'light', label: 'Light', icon: <Sun {...iconProps} /> },
  { value: 'dark', label: 'Dark', icon: <Moon {...iconProps} /> },
];

export function UserMenu({ trigger, user }: { trigger: MountedTrigger; user: CurrentUser }) {
  const theme = useThemePreference();
  return (
    <Dropdown trigger={trigger} label="Account">
      <div className={styles.identity}>
        <TruncatedName name={user.name} />
        <span className={styles.email}>{user.email}</span>
      </div>
      <Menu.Separator className={styles.separator} />
      <LinkItem to={pathTo('you/settings/profile')} icon={<User {...iconProps} />}>
        Profile
      </LinkItem>
      <LinkItem to={pathTo('you/settings/email-notifications')} icon={<Bell {...iconProps} />}>
        Notifications
      </LinkItem>
      <LinkItem to={pathTo('you/settings/applications')} icon={<AppWindow {...iconProps} />}>
        Applications
      </LinkItem>
      <LinkItem to={pathTo('you/settings/tokens')} icon={<KeyRound {...iconProps} />}>
        Access tokens
      </LinkItem>
      {user.staff ? (
        <LinkItem to={pathTo('admin')} icon={<Shield {...iconProps} />}>
          Admin
        </LinkItem>
      ) : null}
      <Menu.Separator className={styles.separator} />
      <Menu.Label className={styles.label} id="theme-label">
        Theme
      </Menu.Label>
      <Menu.RadioGroup
        value={theme}
        onValueChange={(value) => setThemePreference(value as ThemePreference)}
        aria-labelledby="theme-label"
      >
        {THEMES.map((option) => (
          <Menu.RadioItem
            key={option.value}
            value={option.value}
            className={styles.item}
            // Choosing a theme keeps the menu open, so the change can be seen and undone at once.
            onSelect={(event) => event.preventDefault()}
          >
            {option.icon}
            {option.label}
            <Menu.ItemIndicator className={styles.indicator}>
              <Check size={16} aria-hidden="true" />
            </Menu.ItemIndicator>
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
      <Menu.Separator className={styles.separator} />
      <Menu.Item
        className={styles.item}
        // Signing out is answered by the server: a full page load, never an in-app navigation.
        onSelect={() => window.location.assign('/sign-out')}
      >
        <LogOut {...iconProps} />
        Sign out
      </Menu.Item>
    </Dropdown>
  );
}
