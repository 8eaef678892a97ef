import type { ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { UserType } from '@rds/contract';

export interface MenuItem {
  /** The catalogue key of the entry's name ('nav.orders'). */
  label: string;
  to: string;
  icon: Icon;
  /** Other path prefixes that belong to this entry (detail pages), e.g. '/order/'. */
  match?: string[];
  /** Show the unseen-notification count beside the label. */
  badge?: 'unseen';
}

export interface PortalRoute {
  path: string;
  element: ReactNode;
}

export interface PortalDefinition {
  type: UserType;
  /** Shown under the programme name in the header: a catalogue key ('portal.member'). */
  label: string;
  menu: MenuItem[];
  routes: PortalRoute[];
  /** Where the programme name in the header leads. */
  brandTo: string;
}
