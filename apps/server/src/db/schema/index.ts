export * from './catalogue';
export * from './clinic';
export * from './accounts';
export * from './mail';
