/** Whether a staff member with `roles` answers customer service's conversations (role `support`, or an admin). */
export const answersSupport = (roles: readonly string[] | undefined) =>
  !!roles && (roles.includes('support') || roles.includes('admin'));
