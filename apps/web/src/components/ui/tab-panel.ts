/**
 * Radix tab panels take keyboard focus (Tab from the tab list lands on the panel), so they
 * show the same focus outline as buttons instead of none.
 */
export const tabPanel = 'rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring';
