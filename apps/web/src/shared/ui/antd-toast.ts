import './antd-setup.ts';

export { Toast } from 'antd-mobile';
