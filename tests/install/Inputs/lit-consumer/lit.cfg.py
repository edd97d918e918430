# A user's lit suite over code ported by axlify (docs/lit.md): the helper comes
# from the axl installation given by --param AXL_PREFIX=..., else from the
# axl-config on PATH.
import os, subprocess, sys
import lit.formats

config.name = "lit-consumer"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".test"]
config.test_source_root = os.path.dirname(__file__)

prefix = lit_config.params.get("AXL_PREFIX") or subprocess.check_output(
    ["axl-config", "--prefix"], text=True).strip()
sys.path.insert(0, os.path.join(prefix, "share", "axl", "lit"))
import axl_lit
axl_lit.configure(config, lit_config)
