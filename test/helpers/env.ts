// Tests run on Node 20; the AWS SDK's Node 22 advisory would only add noise to every test file's output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
