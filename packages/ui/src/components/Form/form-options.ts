export const FORM_GRID_COLUMNS = [1, 2] as const;
export type FormGridColumns = (typeof FORM_GRID_COLUMNS)[number];

export const FORM_ACTIONS_ALIGN = ['end', 'start', 'between'] as const;
export type FormActionsAlign = (typeof FORM_ACTIONS_ALIGN)[number];
