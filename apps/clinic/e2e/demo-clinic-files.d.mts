export declare const DEMO_CLINIC_FILES: readonly string[];
