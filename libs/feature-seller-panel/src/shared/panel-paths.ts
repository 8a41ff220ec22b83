/** The seller app's routes (hash routing: the built files work from any path). */
export const panelPaths = {
  signIn: '/sign-in',
  sales: '/sales',
  orders: '/orders',
  order: (id: number | string) => `/orders/${id}`,
  products: '/products',
  profile: '/profile',
  payment: '/payment',
  messages: '/messages',
} as const;
