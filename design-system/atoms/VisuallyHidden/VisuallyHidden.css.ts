/** Hidden on screen, read by assistive technology (the one shared rule). */
export { visuallyHidden } from '../../theme/shared.css';
