#!/bin/sh
echo "ext_exec_kv=from script"
echo "ext_exec_kv2=two"
