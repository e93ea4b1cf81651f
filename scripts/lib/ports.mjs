// The port plan lives in libs/service-kit/src/config/default-ports.mjs, which the services' configs read too;
// the scripts, e2e and bench launchers import it from here. (Relative, not through the package name: the
// front ends' runtime image has no node_modules, only scripts/ and that one file.)
export { defaultPorts } from '../../libs/service-kit/src/config/default-ports.mjs';
