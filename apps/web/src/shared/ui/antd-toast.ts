import './antd-setup.ts';
import './toast.css';

export { Toast } from 'antd-mobile';
