// The design system's one import path.
export * from './theme';
export { DesignSystemProvider, useLabels, useBrand, type DesignSystemLabels } from './DesignSystemProvider';
export { Box, type BoxProps } from './atoms/Box/Box';
export {
  lazyPreloadable,
  type Preloadable,
  useOnFirstInput,
  useHydrated,
  useWhenIdle,
  useTrueOnceTrue,
} from './lazyPreloadable';

// atoms
export { Stack, stackAligns, type StackProps, type StackAlign, type Space } from './atoms/Stack/Stack';
export {
  Inline,
  inlineAligns,
  inlineAlignYs,
  type InlineProps,
  type InlineAlign,
  type InlineAlignY,
} from './atoms/Inline/Inline';
export {
  Text,
  textTones,
  textSizes,
  textWeights,
  textElements,
  type TextProps,
  type TextTone,
} from './atoms/Text/Text';
export { Heading, headingLevels, type HeadingProps, type HeadingLevel } from './atoms/Heading/Heading';
export { Icon, iconNames, iconSizes, type IconName, type IconProps } from './atoms/Icon/Icon';
export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './atoms/Button/Button';
export {
  ConfirmButton,
  confirmButtonStates,
  type ConfirmButtonProps,
  type ConfirmButtonState,
} from './atoms/Button/ConfirmButton';
export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  type IconButtonProps,
} from './atoms/IconButton/IconButton';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './atoms/Spinner/Spinner';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './atoms/Badge/Badge';
export { Link, type LinkProps } from './atoms/Link/Link';
export { VisuallyHidden, type VisuallyHiddenProps } from './atoms/VisuallyHidden/VisuallyHidden';
export { OnFirstUse, type OnFirstUseProps } from './atoms/OnFirstUse/OnFirstUse';

// molecules
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './molecules/TextField/TextField';
export { RequiredMark } from './molecules/TextField/fieldParts';
export { PasswordField, type PasswordFieldProps } from './molecules/PasswordField/PasswordField';
export { SearchField, type SearchFieldProps } from './molecules/SearchField/SearchField';
export { Checkbox, type CheckboxProps, type CheckboxCheckedState } from './molecules/Checkbox/Checkbox';
export { Switch, type SwitchProps } from './molecules/Switch/Switch';
export { Slider, type SliderProps } from './molecules/Slider/Slider';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './molecules/RadioGroup/RadioGroup';
export { SwatchPicker, type SwatchPickerProps, type Swatch } from './molecules/SwatchPicker/SwatchPicker';
export { Select, type SelectProps, type SelectOption } from './molecules/Select/Select';
export { Tooltip, type TooltipProps } from './molecules/Tooltip/Tooltip';
export { Alert, alertTones, type AlertProps, type AlertTone } from './molecules/Alert/Alert';
export { Card, type CardProps } from './molecules/Card/Card';
export {
  Tabs,
  type TabsRootProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from './molecules/Tabs/Tabs';

export { NativeCheckbox, type NativeCheckboxProps } from './molecules/NativeCheckbox/NativeCheckbox';
export { FileField, type FileFieldProps } from './molecules/FileField/FileField';
export { NativeSelect, type NativeSelectProps } from './molecules/NativeSelect/NativeSelect';
export { CellInput, type CellInputProps } from './molecules/CellInput/CellInput';
export { Disclosure, type DisclosureProps } from './molecules/Disclosure/Disclosure';
export { TruncatedText, type TruncatedTextProps } from './molecules/TruncatedText/TruncatedText';
export { DefinitionButton, type DefinitionButtonProps } from './molecules/Definition/DefinitionButton';
export {
  KpiTile,
  kpiTrends,
  kpiChangeTones,
  type KpiTileProps,
  type KpiTrend,
  type KpiChangeTone,
} from './molecules/KpiTile/KpiTile';

// organisms
export {
  DataGrid,
  defaultPageSize,
  defaultPageSizeOptions,
  dataGridAligns,
  dataGridSelectionModes,
  dataGridRowMarks,
  type DataGridRowMark,
  type DataGridProps,
  type DataGridColumn,
  type DataGridSort,
  type DataGridSelectionMode,
} from './organisms/DataGrid/DataGrid';
export {
  Dialog,
  dialogSizes,
  dialogRoles,
  type DialogRootProps,
  type DialogContentProps,
  type DialogSize,
} from './organisms/Dialog/Dialog';
export {
  ConfirmDialog,
  confirmDialogTones,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './organisms/ConfirmDialog/ConfirmDialog';
export {
  Drawer,
  drawerPlacements,
  type DrawerRootProps,
  type DrawerContentProps,
  type DrawerPlacement,
} from './organisms/Drawer/Drawer';
export {
  Toaster,
  createToastStore,
  toastTones,
  type ToastStore,
  type ToastTone,
  type ToasterProps,
} from './organisms/Toaster/Toaster';
export {
  Modal,
  preloadModal,
  modalActionVariants,
  type ModalProps,
  type ModalAction,
} from './organisms/Modal/Modal';
export { Savebar, type SavebarProps } from './organisms/Savebar/Savebar';
export { Header, type HeaderProps } from './organisms/Header/Header';
export { HeaderButton, type HeaderButtonProps } from './organisms/Header/HeaderButton';
export {
  SideMenu,
  type SideMenuProps,
  type SideMenuSection,
  type SideMenuItem,
  type SideMenuBottomItem,
} from './organisms/SideMenu/SideMenu';
export { AppShell, type AppShellProps, preloadMenuDrawer } from './organisms/AppShell/AppShell';
export { useMediaQuery } from './organisms/AppShell/useMediaQuery';
export { Menu, type MenuProps, type MenuItem } from './organisms/Menu/Menu';
export {
  BarChart,
  barChartOrientations,
  type BarChartProps,
  type BarChartSeries,
  type BarChartOrientation,
} from './organisms/BarChart/BarChart';
export { DonutChart, type DonutChartProps, type DonutChartSegment } from './organisms/DonutChart/DonutChart';
