/** Spec 1 §2.10, §9: the active visit list reloads every 30 seconds... */
export const ACTIVE_VISIT_REFRESH_MS = 30_000;

/** ...and does not reload when the window regains focus. */
export const ACTIVE_VISIT_REFETCH_ON_FOCUS = false;

/** Spec 1 §2.15: a patient history entry shows at most 3 diagnosis pills, then "+N". */
export const DIAGNOSIS_PILLS_MAX = 3;
