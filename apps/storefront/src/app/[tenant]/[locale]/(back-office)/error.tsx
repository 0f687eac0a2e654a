'use client';

export { default } from '../(fan)/error';
