/**
 * `react` for the lite build (vite.lite.config.ts aliases it here): preact/compat's named exports
 * as they are, and as the default export (`import React from 'react'`, which of what the lite build
 * ships react-toastify writes, for `React.createElement` and `React.Fragment`, and mobx-react-lite's
 * observer, for `React.useDebugValue`, `useRef`, `useSyncExternalStore` and `memo`) an object of
 * the functions the kit ships anyway. preact/compat's own default object holds the whole of
 * compat (Suspense, lazy, portals, Children, class components…): imported by the toast chunk, it
 * kept all of it in every lite page (issue 27: 1.2 kB gzip).
 */
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  forwardRef,
  isValidElement,
  memo,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'preact/compat';

// @ts-expect-error preact/compat's types are one `export =`; the module has these named exports.
export * from 'preact/compat';

export default {
  Fragment,
  cloneElement,
  createContext,
  createElement,
  forwardRef,
  isValidElement,
  memo,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
};
