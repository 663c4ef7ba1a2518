import { clientCodegen } from '@pace/mfe-kit/codegen';

export default clientCodegen();
