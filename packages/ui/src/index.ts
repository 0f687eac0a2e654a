'use client';

export { system } from './system';
export { UiProvider } from './provider';
export { createStyleRegistry, type StyleRegistry } from './style-registry';
