export * from './catalogue';
export * from './clinic';
export * from './accounts';
export * from './mail';
export * from './patients';
export * from './visits';
export * from './medical-record-audit';
export * from './icd10';
