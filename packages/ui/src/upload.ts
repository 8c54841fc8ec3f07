// @platform/ui/upload: the image uploader (file check, upload progress). A shared entry of its own:
// only the steps that upload (a deposit voucher, a QR code, an avatar) download it.
export { ImageUploader } from './components/ImageUploader';
