'use client';

export { system } from './system';
export { UiProvider } from './provider';
