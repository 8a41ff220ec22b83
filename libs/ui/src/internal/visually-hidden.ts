import hidden from './visually-hidden.module.css';

/** The class that keeps text or a control for assistive technology but off the screen (a label only read out). */
export const visuallyHidden = hidden.visuallyHidden;
