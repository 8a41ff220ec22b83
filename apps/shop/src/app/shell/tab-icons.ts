import { House, LayoutGrid, ShoppingCart, UserRound } from 'lucide-react';

/** The icon of each tab of the phone's bottom bar, in their order. */
export const tabIcons = { home: House, categories: LayoutGrid, cart: ShoppingCart, me: UserRound } as const;
