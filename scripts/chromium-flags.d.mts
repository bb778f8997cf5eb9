export declare const CHROMIUM_FLAGS: readonly string[];
export declare const FAKE_CAMERA_FLAGS: readonly string[];
