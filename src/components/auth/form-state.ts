'use client';

import { createContext, useContext } from 'react';

export type FieldErrors = Record<string, string[]>;
export type FormState = { fieldErrors: FieldErrors; message?: string; pending: boolean };

export const FormStateContext = createContext<FormState>({ fieldErrors: {}, pending: false });

export const useFormState = () => useContext(FormStateContext);
