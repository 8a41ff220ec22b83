/** An amount in the base currency's minor units as the terminal prints it: `$1500.00`. */
export const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
