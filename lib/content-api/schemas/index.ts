export * from './common';
export * from './tariffs';
export * from './devices';
export * from './fixedline';
export * from './faq';
export * from './config';
export * from './auth';
export * from './customer';
