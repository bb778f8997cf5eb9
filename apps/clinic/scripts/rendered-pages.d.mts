export declare const LAZY_PAGE_MODULES: Readonly<
  Record<'/' | '/pasien' | '/reservation-pasien', string>
>;
