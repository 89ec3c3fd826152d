import { SidePicture } from '../../ui/side-picture.tsx';

/** The picture beside the sign-in form (loaded lazily, after the form is on screen); decorative. */
export default function AuthIllustration() {
  return <SidePicture of="auth" />;
}
